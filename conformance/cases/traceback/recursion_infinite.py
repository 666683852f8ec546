# infinite recursion: the frames, three shown and the rest counted
def f(n):
    return f(n + 1)
f(0)
