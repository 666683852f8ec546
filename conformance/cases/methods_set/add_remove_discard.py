# set add, remove, discard, pop and clear
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
s = {1}
s.add(2)
s.add(2)
s.discard(5)
s.discard(1)
print(s)
s.remove(2)
print(s)
s = {3}
print(s.pop(), s)
s = {1, 2}
s.clear()
print(s)
t(lambda: set().remove(1))
t(lambda: set().pop())
t(lambda: set().add([]))
t(lambda: set().add())
t(lambda: set().discard([]))
t(lambda: set().remove([]))
t(lambda: {1}.add(1, 2))
