// A small value-or-error type for core: C++20 has no std::expected, and core
// reports bad input (unknown cards, corrupt records) without exceptions.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace ct {

// An error for a person to read. `line` is 1-based where the error comes from
// a line of text (a record, a deal), 0 otherwise.
struct Error {
    std::string message;
    int line = 0;

    std::string text() const
    {
        return line > 0 ? "line " + std::to_string(line) + ": " + message : message;
    }
};

template <typename T>
class Expected {
public:
    Expected(T value) : data_(std::move(value)) {}
    Expected(Error error) : data_(std::move(error)) {}

    bool ok() const { return data_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<0>(data_); }
    const T& value() const& { return std::get<0>(data_); }
    T&& value() && { return std::get<0>(std::move(data_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const { return std::get<1>(data_); }

private:
    std::variant<T, Error> data_;
};

inline Error makeError(std::string message, int line = 0)
{
    return Error{std::move(message), line};
}

} // namespace ct
