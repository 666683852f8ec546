# nonlocal updated inside loops
def outer():
    total = 0
    def add_all(xs):
        nonlocal total
        for x in xs:
            total += x
    add_all([1, 2])
    add_all(range(5))
    return total
print(outer())
