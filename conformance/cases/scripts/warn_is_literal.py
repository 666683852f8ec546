# SyntaxWarning for `is` / `is not` with a literal (folded constants too), before the program runs
print("start")
x = "a"
print(x is "a", x is not 1, () is (), x is not ())
print(x is (1, 2), x is -1, x is 2 * 3, x is "a" + "b")
print(x is None, x is True, x is ..., x is [1], x is f"a", x is (not 1))
print(1 is x is 2)
y = (x is
     -5)
print(y)
