#include "table/speeds.h"

#include <cmath>

namespace {
double g_factor = 1.0;
}

double Speeds::factor()
{
    return g_factor;
}

void Speeds::setFactor(double factor)
{
    g_factor = factor < 0 ? 0 : factor;
}

int Speeds::scaled(int milliseconds)
{
    return int(std::lround(milliseconds * g_factor));
}
