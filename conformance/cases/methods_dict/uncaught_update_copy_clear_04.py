# uncaught: {}.update({}, {})
{}.update({}, {})
