# None is not subscriptable
def first(xs):
    return xs[0]
first(None)
