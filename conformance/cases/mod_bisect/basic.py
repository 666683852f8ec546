# bisect: left/right positions, insort, lo/hi bounds and key=
import bisect

a = [1, 2, 2, 2, 3, 5, 8]
for x in (0, 1, 2, 4, 8, 9):
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3))
b = []
for x in (5, 1, 4, 1, 3):
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 4)
bisect.insort_right(b, 4)
print(b)
recs = [("a", 1), ("b", 3), ("c", 7)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("z", 5), key=lambda r: r[1])
print(recs)
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in (33, 99, 77, 70, 89, 90, 100)])
