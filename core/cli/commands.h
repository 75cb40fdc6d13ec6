// cardtable-cli: the text front end over core (list, play, replay ...).
//
// Each command is a Command value made by one function, usually in a file of
// its own (cli/solve.cpp ...); cli/run.cpp holds the table of commands, so a
// new command is one declaration here and one line there.
#pragma once

#include <string>
#include <vector>

namespace ct::cli {

inline constexpr int kUsageError = 2;

struct Command {
    const char* name;
    const char* synopsis;  // arguments in short, for the command list
    const char* summary;   // one line, for the command list
    const char* usage;     // the full help text of the command
    int (*run)(const std::vector<std::string>& args);
};

// Prints "cardtable-cli: MESSAGE" and the usage to stderr; returns kUsageError.
int usageError(const std::string& message, const char* usage);
// True for --help, -h and help.
bool isHelp(const std::string& word);

Command listCommand();
Command playCommand();
Command replayCommand();
Command soakCommand();
Command matchCommand();
Command benchCommand();
Command solveCommand();

// Subjects of `cardtable-cli bench` kept in files of their own.
int benchMelds(const std::vector<std::string>& args); // cli/bench_melds.cpp

int run(int argc, char** argv);

} // namespace ct::cli
