# All solutions of the n-queens problem, generated as permutations filtered by the diagonals
# (sets, generator expressions, tuples), then counted again by bitmask backtracking.


def permutations(items):
    if len(items) <= 1:
        yield tuple(items)
        return
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield (items[i],) + p


def queens_by_permutation(n):
    cols = list(range(n))
    count = 0
    for p in permutations(cols):
        if n == len({p[i] + i for i in cols}) == len({p[i] - i for i in cols}):
            count += 1
    return count


def queens_by_bits(n):
    full = (1 << n) - 1

    def place(cols, left, right):
        if cols == full:
            return 1
        total = 0
        free = full & ~(cols | left | right)
        while free:
            bit = free & -free
            free -= bit
            total += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
        return total

    return place(0, 0, 0)


print(queens_by_permutation(8), queens_by_bits(10), queens_by_bits(11), queens_by_bits(12))
