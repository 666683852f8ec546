# old-style iteration through __getitem__
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i
print(list(Seq()), 9 in Seq(), 5 in Seq())
for x in Seq():
    print(x, end=" ")
print()
