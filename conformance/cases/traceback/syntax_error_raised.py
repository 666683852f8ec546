# a SyntaxError raised by the program is printed with its location and text
def check(src):
    raise SyntaxError("invalid rule", ("rules.txt", 2, 5, "a = = b\n", 2, 8))
check("a = = b")
