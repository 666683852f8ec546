# divmod matches // and % on ints of every sign
for a in (7, -7, 0, 13):
    for b in (3, -3, 1):
        print(a, b, divmod(a, b), (a // b, a % b) == divmod(a, b))
