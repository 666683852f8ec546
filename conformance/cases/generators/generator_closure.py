# generators see enclosing variables through closures
def make(step):
    def gen(n):
        for i in range(n):
            yield i * step
    return gen
g = make(3)
print(list(g(4)))
