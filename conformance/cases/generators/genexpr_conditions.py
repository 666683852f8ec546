# generator expressions with several for and if clauses
g = (x * y for x in range(4) if x % 2 for y in range(3) if y != 1)
print(list(g))
print(sum(x * x for x in range(10)))
print(max((len(w), w) for w in ["a", "abc", "ab"]))
print(sorted((c for c in "hello"), reverse=True))
