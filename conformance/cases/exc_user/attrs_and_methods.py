# exceptions with methods and class attributes
class HTTPError(Exception):
    default_code = 500
    def __init__(self, msg, code=None):
        super().__init__(msg)
        self.code = code or self.default_code
    def describe(self):
        return "%d: %s" % (self.code, self.args[0])
class NotFound(HTTPError):
    default_code = 404
try:
    raise NotFound("missing page")
except HTTPError as e:
    print(e.describe(), isinstance(e, NotFound))
