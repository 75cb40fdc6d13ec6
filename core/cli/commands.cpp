#include "cli/commands.h"
namespace ct::cli { int run(int, char**) { return 0; } }
