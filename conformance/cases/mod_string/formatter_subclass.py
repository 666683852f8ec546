# Formatter subclass overriding get_value and format_field
import string
class F(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, '<' + key + '>')
        return super().get_value(key, args, kwargs)
    def format_field(self, value, spec):
        return format(value, spec).upper()
print(F().format('{a} {b} {0}', 'x', a='hi'))
