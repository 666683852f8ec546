# list pop, remove and clear
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
l = [1, 2, 3, 4]
print(l.pop(), l.pop(0), l.pop(-1), l)
l.remove(2)
print(l)
l.clear()
print(l)
t(lambda: [].pop())
t(lambda: [1].pop(5))
t(lambda: [1].pop('a'))
t(lambda: [1].remove(2))
t(lambda: [1].pop(1, 2))
t(lambda: [].remove())
t(lambda: [1].clear(1))
