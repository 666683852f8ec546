# uncaught: {1}.symmetric_difference()
{1}.symmetric_difference()
