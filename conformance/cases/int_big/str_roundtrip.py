# str and int round trip for big values
for s in ("18446744073709551616", "-9223372036854775809", "123456789012345678901234567890"):
    n = int(s)
    print(n, str(n) == s, n + 1, n - 1)
