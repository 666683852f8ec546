# floor division of values just past int64 by small divisors
for a in (2**63, -(2**63) - 1, 2**64 + 1, -(2**64) - 1):
    print(a // 2, a % 2, a // -3, a % -3, -a // 5, -a % 5)
