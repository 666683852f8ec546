# generator expressions passed to builtins
print(sum(x * x for x in range(5)), max(len(w) for w in ["a", "bbb", "cc"]), list(x for x in "ab"), tuple(i for i in range(3)), any(x > 3 for x in [1, 5]))
