// cardtable-cli: the text front end over core (list, play, replay ...).
#pragma once

namespace ct::cli {
int run(int argc, char** argv);
}
