# Slot wrappers of builtin types: type(int.__add__) is wrapper_descriptor,
# the method bound to an object (a.__str__) is a method-wrapper; other
# builtin methods stay method_descriptor / builtin_function_or_method.
import types


class C:
    pass


objs = [1, "s", [], (), {}, 1.5, object(), C(), b"x", {1}, range(3), None]
for o in objs:
    for name in ["__str__", "__repr__", "__add__", "__len__", "__eq__", "__hash__",
                 "__iter__", "__getitem__", "__init__", "__format__", "__dir__",
                 "__contains__", "__bool__", "__neg__", "__lt__", "append", "count"]:
        if hasattr(o, name):
            m = getattr(o, name)
            print(type(o).__name__, name, type(m).__name__,
                  isinstance(m, types.BuiltinMethodType), isinstance(m, types.MethodWrapperType))
for cls in [int, str, list, object, C, dict, float]:
    for name in ["__str__", "__add__", "__init__", "__len__", "__format__", "__new__", "count", "keys"]:
        if hasattr(cls, name):
            d = getattr(cls, name)
            print(cls.__name__, name, type(d).__name__,
                  isinstance(d, types.WrapperDescriptorType), isinstance(d, types.MethodDescriptorType))

w = (5).__add__
print(w(3), w.__name__, w.__qualname__, callable(w))
print(repr(int.__add__), repr(object.__init__), repr(list.append))
print(repr("x".__len__).split(" at ")[0])
print(type(w) is types.MethodWrapperType, type(int.__add__) is types.WrapperDescriptorType)
print(int.__add__(2, 3), str.__len__("abc"), object.__str__(C()).startswith("<__main__.C object"))
print(types.MethodWrapperType.__name__, types.WrapperDescriptorType.__name__)
try:
    class X(types.MethodWrapperType):
        pass
except TypeError as e:
    print("TypeError", e)
