# join and split basics
print("-".join(["a", "b", "c"]), "".join([]), ",".join("xyz"), "a b  c".split(), "a,b,,c".split(","), "x".split(","), "".split(), " a ".split(" "))
print("a-b-c".split("-", 1), "  lead trail  ".split())
