# structural pattern matching
def describe(x):
    match x:
        case 0:
            return "zero"
        case [a, b]:
            return "pair " + str(a + b)
        case {"k": v}:
            return "dict " + str(v)
        case _:
            return "other"
print(describe(0), describe([1, 2]), describe({"k": 9}), describe("s"))
