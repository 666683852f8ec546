# next() on an exhausted generator, two statements on a line
g = (i for i in [1])
next(g); next(g)
