# keyword arguments in the class statement go to __init_subclass__
class Plugin:
    def __init_subclass__(cls, name="?", **kw):
        cls.plugin_name = name
class A(Plugin, name="alpha"): pass
class B(Plugin): pass
print(A.plugin_name, B.plugin_name)
