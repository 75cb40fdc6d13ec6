// The key sets of the compact search (compact_search.h): open addressing
// over 64-bit keys in zeroed words that, when large, come from mmap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace ct::compact {

// Zeroed words for a large table. On Linux a table of 2 MB or more comes
// straight from mmap (its pages are zero already) and asks for huge pages:
// a search's look-ups land anywhere in tables of tens of megabytes, and with
// 4 KB pages nearly each of them missed the TLB as well as the caches.
class ZeroedWords {
public:
    ZeroedWords() = default;
    explicit ZeroedWords(std::size_t count)
        : size_(count)
    {
#if defined(__linux__)
        if (count * sizeof(std::uint64_t) >= kHuge) {
            // Mapped a huge page larger, and trimmed to start on a huge page.
            const std::size_t wide = bytes() + kHuge;
            void* p = mmap(nullptr, wide, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p != MAP_FAILED) {
                const auto at = reinterpret_cast<std::uintptr_t>(p);
                const std::uintptr_t start = (at + kHuge - 1) & ~(kHuge - 1);
                if (start > at)
                    munmap(p, start - at);
                const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
                const std::uintptr_t end = (start + bytes() + page - 1) & ~(page - 1);
                if (end < at + wide)
                    munmap(reinterpret_cast<void*>(end), at + wide - end);
                data_ = reinterpret_cast<std::uint64_t*>(start);
                madvise(data_, bytes(), MADV_HUGEPAGE);
                mapped_ = true;
                return;
            }
        }
#endif
        data_ = static_cast<std::uint64_t*>(std::calloc(count, sizeof(std::uint64_t)));
        if (!data_ && count > 0)
            throw std::bad_alloc();
    }
    ZeroedWords(const ZeroedWords&) = delete;
    ZeroedWords& operator=(const ZeroedWords&) = delete;
    ZeroedWords(ZeroedWords&& other) noexcept { swap(other); }
    ZeroedWords& operator=(ZeroedWords&& other) noexcept
    {
        swap(other);
        return *this;
    }
    ~ZeroedWords()
    {
        if (!data_)
            return;
#if defined(__linux__)
        if (mapped_) {
            munmap(data_, bytes());
            return;
        }
#endif
        std::free(data_);
    }
    void swap(ZeroedWords& other) noexcept
    {
        std::swap(data_, other.data_);
        std::swap(size_, other.size_);
        std::swap(mapped_, other.mapped_);
    }
    std::uint64_t& operator[](std::size_t i) { return data_[i]; }
    const std::uint64_t& operator[](std::size_t i) const { return data_[i]; }
    std::size_t size() const { return size_; }

private:
    static constexpr std::size_t kHuge = std::size_t {2} << 20;
    std::size_t bytes() const { return size_ * sizeof(std::uint64_t); }
    std::uint64_t* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
};

// A set of 64-bit position keys, open addressing. A false "seen" needs two
// positions with the same 64-bit key; a won line is replayed anyway, so only
// a "lost" verdict could suffer, and at the tens of millions of positions
// searched per deal the chance stays below one in a hundred thousand.
class KeySet {
public:
    // Room for `room` keys at first (a power of two), doubled as it fills.
    explicit KeySet(std::size_t room = std::size_t {1} << 16)
        : slots_(room)
    { }
    // False when the key was there already.
    bool insert(std::uint64_t key)
    {
        if (key == 0)
            key = 1;
        // Doubled once three quarters full (it was half): a lookup that
        // misses reads a few more slots, mostly in the cache line it has
        // fetched anyway, while the table takes a third less fresh memory,
        // which the kernel must zero. Klondike's full passes on eight lost
        // draw-3 deals: 7.64 s instead of 7.92 s in all (best of three).
        if (4 * (size_ + 1) > 3 * slots_.size())
            grow();
        std::uint64_t& slot = slots_[slotOf(key)];
        if (slot == key)
            return false;
        slot = key;
        ++size_;
        return true;
    }
    // Whether the key is there (the same look-up as insert(), without
    // putting it in).
    bool contains(std::uint64_t key) const
    {
        if (key == 0)
            key = 1;
        return slots_[slotOf(key)] == key;
    }
    std::size_t size() const { return size_; }
    // Makes room for `room` slots at once (a power of two; nothing happens
    // when the table is that large already): a search that knows it will
    // grow large skips the doublings on the way, each of which zeroes a
    // table and puts every key in it again.
    void reserve(std::size_t room)
    {
        if (room > slots_.size())
            rehash(room);
    }
    // Asks the processor to fetch the slot where `key` would be looked up,
    // so that a later insert() waits less on memory.
    void prefetch(std::uint64_t key) const
    {
        __builtin_prefetch(&slots_[static_cast<std::size_t>(key == 0 ? 1 : key) & (slots_.size() - 1)]);
    }

private:
    // The slot holding `key` (never 0), or the empty slot where the look-up
    // stops and insert() would put it.
    std::size_t slotOf(std::uint64_t key) const
    {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = static_cast<std::size_t>(key) & mask;
        while (slots_[i] != key && slots_[i] != 0)
            i = (i + 1) & mask;
        return i;
    }
    void grow() { rehash(slots_.size() * 2); }
    void rehash(std::size_t room)
    {
        ZeroedWords old(room);
        old.swap(slots_);
        size_ = 0;
        for (std::size_t i = 0; i < old.size(); ++i)
            if (old[i])
                insert(old[i]);
    }
    ZeroedWords slots_;
    std::size_t size_ = 0;
};

} // namespace ct::compact
