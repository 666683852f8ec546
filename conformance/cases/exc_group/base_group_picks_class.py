# BaseExceptionGroup(...) returns an ExceptionGroup when every item is an Exception
a = BaseExceptionGroup("x", [ValueError()])
b = BaseExceptionGroup("y", [ValueError(), KeyboardInterrupt()])
print(type(a).__name__, type(b).__name__)
print(isinstance(b, Exception))
try:
    ExceptionGroup("z", [SystemExit(1)])
except TypeError as e:
    print("TypeError:", e)
