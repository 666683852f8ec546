# 1e6 items through three chained generators: generator resume and suspend.
def numbers(n):
    for i in range(n):
        yield i


def squares(it):
    for x in it:
        yield x * x


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


total = 0
for v in evens(squares(numbers(1000000))):
    total += v
print(total)
