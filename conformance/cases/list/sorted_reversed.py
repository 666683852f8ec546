# sorted and reversed on lists
l = [3, 1, 2, -5, 0]
print(sorted(l), sorted(l, reverse=True), list(reversed(l)), l, sorted(["b", "A", "a"]), sorted([(2, "a"), (1, "b"), (2, "A")]))
print(sorted(l, key=abs), sorted(["ccc", "a", "bb"], key=len))
