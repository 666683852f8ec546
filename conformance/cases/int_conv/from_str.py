# int() parsing of strings
print(int("42"), int("-42"), int("  7  "), int("+3"), int("0"), int("1_000"), int("-0"), int("\t12\n"))
