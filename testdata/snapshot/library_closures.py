# Functions nested in functions of library modules written in Python (their
# bodies are compiled at the first call: the restoring executor has not
# called the enclosing function yet).
import contextlib, functools

@contextlib.contextmanager
def tag(name):
    print("<" + name + ">")
    yield name
    print("</" + name + ">")

def cmp(a, b):
    return (a > b) - (a < b)

key = functools.cmp_to_key(cmp)
#--- restore ---
with tag("p") as t:
    print("inside", t)
print(sorted([3, 1, 2], key=key), tag.__name__)
