// A minimal JSON writer for machine-readable output (cardtable-cli --json).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ct {

class JsonWriter {
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(long long number);
    JsonWriter& value(int number) { return value(static_cast<long long>(number)); }
    JsonWriter& value(double number);
    JsonWriter& value(bool flag);
    JsonWriter& null();
    JsonWriter& stringArray(const std::vector<std::string>& items);
    JsonWriter& intArray(const std::vector<int>& items);

    const std::string& text() const { return out_; }

private:
    void separate();

    std::string out_;
    std::vector<bool> first_; // per open container: no element written yet
    bool afterKey_ = false;
};

std::string jsonEscape(std::string_view text);

} // namespace ct
