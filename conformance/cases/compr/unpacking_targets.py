# unpacking targets inside comprehensions
pairs = [(1, "a"), (2, "b")]
print([n for n, _ in pairs], {s: n for n, s in pairs}, [a + b + c for a, (b, c) in [(1, (2, 3))]])
