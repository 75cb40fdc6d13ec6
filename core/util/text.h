// String helpers shared by the notation parsers, the record format and the CLI.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ct {

std::vector<std::string> splitWords(std::string_view text);
std::string_view trim(std::string_view text);
std::string toLower(std::string_view text);
std::string toUpper(std::string_view text);
std::string join(const std::vector<std::string>& parts, std::string_view separator);
// Parses a whole decimal number (optionally signed); nothing else may follow.
std::optional<long long> parseInteger(std::string_view text);
bool startsWith(std::string_view text, std::string_view prefix);

} // namespace ct
