# the classes types names
import types
def f():
    pass
def g():
    yield 1
class C:
    def m(self):
        pass
print(types.FunctionType, types.LambdaType, types.GeneratorType, types.MethodType)
print(types.BuiltinFunctionType, types.BuiltinMethodType, types.ModuleType, types.NoneType)
print(types.EllipsisType, types.NotImplementedType, types.MappingProxyType, types.GenericAlias, types.UnionType)
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(g(), types.GeneratorType))
print(isinstance(C().m, types.MethodType), isinstance(len, types.BuiltinFunctionType), isinstance([].append, types.BuiltinMethodType))
print(isinstance(types, types.ModuleType), isinstance(None, types.NoneType), isinstance(list[int], types.GenericAlias), isinstance(int | str, types.UnionType))
