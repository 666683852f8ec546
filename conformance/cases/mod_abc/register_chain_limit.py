# issubclass through ABC registration chains: 300 deep answers, past a lowered recursion limit RecursionError
import abc, sys
classes = [abc.ABCMeta(f'A{i}', (), {}) for i in range(300)]
for a, b in zip(classes, classes[1:]):
    b.register(a)
print(issubclass(classes[0], classes[-1]), isinstance(classes[0](), classes[-1]))
print(issubclass(classes[-1], classes[0]))
# a registration below a subclass of the chain's last class
class B(classes[-1]): pass
class C: pass
B.register(C)
print(issubclass(C, classes[-1]), issubclass(C, classes[0]), isinstance(C(), classes[-1]))
sys.setrecursionlimit(200)
try:
    print(issubclass(classes[1], classes[-1]))
except RecursionError as e:
    print('RecursionError')
sys.setrecursionlimit(1000)
print(issubclass(classes[2], classes[-1]))
