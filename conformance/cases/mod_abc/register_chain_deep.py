# issubclass through a chain of 150 abc registrations (pyinterp stopped
# searching at 100 and answered False; CPython answers True).
import abc
classes = [abc.ABCMeta(f'A{i}', (), {}) for i in range(150)]
for a, b in zip(classes, classes[1:]):
    b.register(a)
print(issubclass(classes[0], classes[-1]), isinstance(classes[0](), classes[-1]))
print(issubclass(classes[-1], classes[0]))
