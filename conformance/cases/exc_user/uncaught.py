# an uncaught user exception
class ValidationError(ValueError):
    pass
raise ValidationError("field x is required")
