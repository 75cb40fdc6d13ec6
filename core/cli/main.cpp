#include "cli/commands.h"

int main(int argc, char** argv)
{
    return ct::cli::run(argc, argv);
}
