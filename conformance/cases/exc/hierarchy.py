# isinstance against the builtin exception hierarchy
pairs = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (IndexError, LookupError),
    (KeyError, LookupError), (UnboundLocalError, NameError), (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError), (ModuleNotFoundError, ImportError), (StopIteration, Exception),
    (KeyboardInterrupt, Exception), (KeyboardInterrupt, BaseException), (SystemExit, Exception),
    (TypeError, ValueError), (UnicodeError, ValueError), (AssertionError, Exception), (Exception, BaseException),
    (FileNotFoundError, OSError), (AttributeError, Exception), (ArithmeticError, Exception), (GeneratorExit, Exception),
]
for sub, sup in pairs:
    print(sub.__name__, sup.__name__, issubclass(sub, sup), isinstance(sub("m"), sup))
