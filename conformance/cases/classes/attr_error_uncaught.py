# uncaught AttributeError on an instance
class P: pass
P().nope
