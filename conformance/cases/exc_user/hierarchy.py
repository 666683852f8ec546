# except clauses match base classes
class AppError(Exception): pass
class DBError(AppError): pass
class NetError(AppError): pass
for cls in (DBError, NetError, AppError):
    try:
        raise cls("x")
    except DBError:
        print("db")
    except AppError as e:
        print("app", type(e).__name__)
print(issubclass(DBError, Exception), DBError.__mro__[1:3])
