# defining __eq__ without __hash__ makes instances unhashable
class P:
    def __eq__(self, o): return True
try:
    hash(P())
except TypeError as e:
    print(e)
try:
    {P()}
except TypeError as e:
    print(e)
print(P.__hash__)
