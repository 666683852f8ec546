# assigning a captured name without nonlocal creates a local
def outer():
    n = 0
    def inner():
        n += 1
    try:
        inner()
    except UnboundLocalError as e:
        print(e)
    return n
print(outer())
