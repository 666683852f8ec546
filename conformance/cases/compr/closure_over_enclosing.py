# comprehensions see enclosing function locals
def f(n):
    k = 10
    return [k + i for i in range(n)]
print(f(3))
