// The shared battery lives in core (cardtable-cli soak runs it too).
#pragma once

#include "testing/battery.h"
