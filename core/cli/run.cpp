#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace ct::cli {

namespace {

std::vector<Command> commands()
{
    return {
        listCommand(),
        playCommand(),
        replayCommand(),
        soakCommand(),
        matchCommand(),
        benchCommand(),
        solveCommand(),
    };
}

std::string mainUsage()
{
    std::ostringstream out;
    out << "Usage: cardtable-cli COMMAND [ARGUMENTS]\n\nCommands:\n";
    for (const Command& c : commands()) {
        const std::string head = std::string(c.name) + " " + c.synopsis;
        out << "  " << std::left << std::setw(30) << head << " " << c.summary << "\n";
    }
    out << "  " << std::left << std::setw(30) << "help [COMMAND]"
        << " show help for a command\n\n"
        << "Run 'cardtable-cli COMMAND --help' for the arguments of a command.\n";
    return out.str();
}

} // namespace

int usageError(const std::string& message, const char* usage)
{
    std::cerr << "cardtable-cli: " << message << "\n\n" << usage;
    return kUsageError;
}

bool isHelp(const std::string& word)
{
    return word == "--help" || word == "-h" || word == "help";
}

int run(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    const std::string usage = mainUsage();
    if (args.empty())
        return usageError("no command given", usage.c_str());
    const std::string command = args.front();
    args.erase(args.begin());
    if (command == "--help" || command == "-h") {
        std::cout << usage;
        return 0;
    }
    if (command == "help") {
        if (args.empty()) {
            std::cout << usage;
            return 0;
        }
        for (const Command& c : commands()) {
            if (args.front() == c.name) {
                std::cout << c.usage;
                return 0;
            }
        }
        return usageError("no help for '" + args.front() + "'", usage.c_str());
    }
    for (const Command& c : commands()) {
        if (command == c.name)
            return c.run(args);
    }
    return usageError("unknown command '" + command + "'", usage.c_str());
}

} // namespace ct::cli
