# mutable dict default shared across calls
def memo(n, cache={}):
    if n in cache:
        return cache[n], "hit"
    cache[n] = n * n
    return cache[n], "miss"
print(memo(3), memo(3), memo(4), memo(3, {}))
