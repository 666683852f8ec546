# Iterators over containers, part-way through.
l = [1, 2, 3, 4]
li = iter(l); next(li)
rl = reversed(l); next(rl)
ti = iter((5, 6, 7)); next(ti)
d = {"a": 1, "b": 2, "c": 3}
del d["a"]; d["z"] = 26
ki = iter(d); next(ki)
vi = iter(d.values())
ii = iter(d.items()); next(ii); next(ii)
ri = iter(range(10, 20, 3)); next(ri)
si = iter("héllo"); next(si); next(si)
se = iter({7}); 
done = iter([9]); next(done)
pair = (li, l)
#--- restore ---
print(list(li), list(rl), list(ti), list(ki), list(vi), list(ii))
print(list(ri), list(si), list(se), list(done), pair[0] is li, list(pair[0]))
l2 = [1]
it2 = iter(l2); l2.append(2)
print(list(it2))
